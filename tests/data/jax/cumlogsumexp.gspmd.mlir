module @jit_cumlogsumexp attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x16xf32> {mhlo.sharding = "{devices=[1,4]<=[4]}"}, %arg1: tensor<16xf32> {mhlo.sharding = "{devices=[4]<=[4]}"}) -> (tensor<8x16xf32> {jax.result_info = "result[0]", mhlo.sharding = "{devices=[1,4]<=[4]}"}, tensor<16x8xf32> {jax.result_info = "result[1]", mhlo.sharding = "{devices=[4,1]<=[4]}"}, tensor<8x16xf32> {jax.result_info = "result[2]", mhlo.sharding = "{devices=[1,4]<=[4]}"}, tensor<16xf32> {jax.result_info = "result[3]", mhlo.sharding = "{devices=[4]<=[4]}"}) {
    %0 = call @cumlogsumexp(%arg0) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %1 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
    %2 = call @cumlogsumexp_0(%1) : (tensor<16x8xf32>) -> tensor<16x8xf32>
    %3 = call @cumlogsumexp(%arg0) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %5 = stablehlo.subtract %3, %4 : tensor<8x16xf32>
    %6 = stablehlo.exponential %5 : tensor<8x16xf32>
    %7 = stablehlo.slice %arg1 [0:15:2] : (tensor<16xf32>) -> tensor<8xf32>
    %8 = stablehlo.slice %arg1 [1:16:2] : (tensor<16xf32>) -> tensor<8xf32>
    %9 = stablehlo.maximum %7, %8 : tensor<8xf32>
    %10 = stablehlo.subtract %7, %8 : tensor<8xf32>
    %11 = stablehlo.compare NE, %10, %10, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %12 = stablehlo.add %7, %8 : tensor<8xf32>
    %13 = stablehlo.abs %10 : tensor<8xf32>
    %14 = stablehlo.negate %13 : tensor<8xf32>
    %15 = stablehlo.exponential %14 : tensor<8xf32>
    %16 = stablehlo.log_plus_one %15 : tensor<8xf32>
    %17 = stablehlo.add %9, %16 : tensor<8xf32>
    %18 = stablehlo.select %11, %12, %17 : tensor<8xi1>, tensor<8xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %20 = stablehlo.compare EQ, %7, %19, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %22 = stablehlo.select %20, %21, %7 : tensor<8xi1>, tensor<8xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %24 = stablehlo.compare EQ, %18, %23, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %26 = stablehlo.select %24, %25, %18 : tensor<8xi1>, tensor<8xf32>
    %27 = stablehlo.subtract %22, %26 : tensor<8xf32>
    %28 = stablehlo.exponential %27 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %30 = stablehlo.compare EQ, %8, %29, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %32 = stablehlo.select %30, %31, %8 : tensor<8xi1>, tensor<8xf32>
    %cst_6 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %34 = stablehlo.compare EQ, %18, %33, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %36 = stablehlo.select %34, %35, %18 : tensor<8xi1>, tensor<8xf32>
    %37 = stablehlo.subtract %32, %36 : tensor<8xf32>
    %38 = stablehlo.exponential %37 : tensor<8xf32>
    %39 = stablehlo.slice %18 [0:7:2] : (tensor<8xf32>) -> tensor<4xf32>
    %40 = stablehlo.slice %18 [1:8:2] : (tensor<8xf32>) -> tensor<4xf32>
    %41 = stablehlo.maximum %39, %40 : tensor<4xf32>
    %42 = stablehlo.subtract %39, %40 : tensor<4xf32>
    %43 = stablehlo.compare NE, %42, %42, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %44 = stablehlo.add %39, %40 : tensor<4xf32>
    %45 = stablehlo.abs %42 : tensor<4xf32>
    %46 = stablehlo.negate %45 : tensor<4xf32>
    %47 = stablehlo.exponential %46 : tensor<4xf32>
    %48 = stablehlo.log_plus_one %47 : tensor<4xf32>
    %49 = stablehlo.add %41, %48 : tensor<4xf32>
    %50 = stablehlo.select %43, %44, %49 : tensor<4xi1>, tensor<4xf32>
    %cst_8 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %52 = stablehlo.compare EQ, %39, %51, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %54 = stablehlo.select %52, %53, %39 : tensor<4xi1>, tensor<4xf32>
    %cst_10 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %56 = stablehlo.compare EQ, %50, %55, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %58 = stablehlo.select %56, %57, %50 : tensor<4xi1>, tensor<4xf32>
    %59 = stablehlo.subtract %54, %58 : tensor<4xf32>
    %60 = stablehlo.exponential %59 : tensor<4xf32>
    %cst_12 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %62 = stablehlo.compare EQ, %40, %61, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %64 = stablehlo.select %62, %63, %40 : tensor<4xi1>, tensor<4xf32>
    %cst_14 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %66 = stablehlo.compare EQ, %50, %65, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %68 = stablehlo.select %66, %67, %50 : tensor<4xi1>, tensor<4xf32>
    %69 = stablehlo.subtract %64, %68 : tensor<4xf32>
    %70 = stablehlo.exponential %69 : tensor<4xf32>
    %71 = stablehlo.slice %50 [0:3:2] : (tensor<4xf32>) -> tensor<2xf32>
    %72 = stablehlo.slice %50 [1:4:2] : (tensor<4xf32>) -> tensor<2xf32>
    %73 = stablehlo.maximum %71, %72 : tensor<2xf32>
    %74 = stablehlo.subtract %71, %72 : tensor<2xf32>
    %75 = stablehlo.compare NE, %74, %74, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %76 = stablehlo.add %71, %72 : tensor<2xf32>
    %77 = stablehlo.abs %74 : tensor<2xf32>
    %78 = stablehlo.negate %77 : tensor<2xf32>
    %79 = stablehlo.exponential %78 : tensor<2xf32>
    %80 = stablehlo.log_plus_one %79 : tensor<2xf32>
    %81 = stablehlo.add %73, %80 : tensor<2xf32>
    %82 = stablehlo.select %75, %76, %81 : tensor<2xi1>, tensor<2xf32>
    %cst_16 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %84 = stablehlo.compare EQ, %71, %83, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %86 = stablehlo.select %84, %85, %71 : tensor<2xi1>, tensor<2xf32>
    %cst_18 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %88 = stablehlo.compare EQ, %82, %87, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %90 = stablehlo.select %88, %89, %82 : tensor<2xi1>, tensor<2xf32>
    %91 = stablehlo.subtract %86, %90 : tensor<2xf32>
    %92 = stablehlo.exponential %91 : tensor<2xf32>
    %cst_20 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %94 = stablehlo.compare EQ, %72, %93, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %96 = stablehlo.select %94, %95, %72 : tensor<2xi1>, tensor<2xf32>
    %cst_22 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %98 = stablehlo.compare EQ, %82, %97, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %100 = stablehlo.select %98, %99, %82 : tensor<2xi1>, tensor<2xf32>
    %101 = stablehlo.subtract %96, %100 : tensor<2xf32>
    %102 = stablehlo.exponential %101 : tensor<2xf32>
    %103 = stablehlo.slice %82 [0:1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %104 = stablehlo.slice %82 [1:2:2] : (tensor<2xf32>) -> tensor<1xf32>
    %105 = stablehlo.maximum %103, %104 : tensor<1xf32>
    %106 = stablehlo.subtract %103, %104 : tensor<1xf32>
    %107 = stablehlo.compare NE, %106, %106, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %108 = stablehlo.add %103, %104 : tensor<1xf32>
    %109 = stablehlo.abs %106 : tensor<1xf32>
    %110 = stablehlo.negate %109 : tensor<1xf32>
    %111 = stablehlo.exponential %110 : tensor<1xf32>
    %112 = stablehlo.log_plus_one %111 : tensor<1xf32>
    %113 = stablehlo.add %105, %112 : tensor<1xf32>
    %114 = stablehlo.select %107, %108, %113 : tensor<1xi1>, tensor<1xf32>
    %cst_24 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %116 = stablehlo.compare EQ, %103, %115, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %118 = stablehlo.select %116, %117, %103 : tensor<1xi1>, tensor<1xf32>
    %cst_26 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %120 = stablehlo.compare EQ, %114, %119, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %122 = stablehlo.select %120, %121, %114 : tensor<1xi1>, tensor<1xf32>
    %123 = stablehlo.subtract %118, %122 : tensor<1xf32>
    %124 = stablehlo.exponential %123 : tensor<1xf32>
    %cst_28 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %126 = stablehlo.compare EQ, %104, %125, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %128 = stablehlo.select %126, %127, %104 : tensor<1xi1>, tensor<1xf32>
    %cst_30 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %130 = stablehlo.compare EQ, %114, %129, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %132 = stablehlo.select %130, %131, %114 : tensor<1xi1>, tensor<1xf32>
    %133 = stablehlo.subtract %128, %132 : tensor<1xf32>
    %134 = stablehlo.exponential %133 : tensor<1xf32>
    %135 = stablehlo.slice %114 [0:0] : (tensor<1xf32>) -> tensor<0xf32>
    %136 = stablehlo.slice %82 [2:2:2] : (tensor<2xf32>) -> tensor<0xf32>
    %137 = stablehlo.maximum %135, %136 : tensor<0xf32>
    %138 = stablehlo.subtract %135, %136 : tensor<0xf32>
    %139 = stablehlo.compare NE, %138, %138, FLOAT : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xi1>
    %140 = stablehlo.add %135, %136 : tensor<0xf32>
    %141 = stablehlo.abs %138 : tensor<0xf32>
    %142 = stablehlo.negate %141 : tensor<0xf32>
    %143 = stablehlo.exponential %142 : tensor<0xf32>
    %144 = stablehlo.log_plus_one %143 : tensor<0xf32>
    %145 = stablehlo.add %137, %144 : tensor<0xf32>
    %146 = stablehlo.select %139, %140, %145 : tensor<0xi1>, tensor<0xf32>
    %cst_32 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %148 = stablehlo.compare EQ, %135, %147, FLOAT : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xi1>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %150 = stablehlo.select %148, %149, %135 : tensor<0xi1>, tensor<0xf32>
    %cst_34 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %152 = stablehlo.compare EQ, %146, %151, FLOAT : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xi1>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %154 = stablehlo.select %152, %153, %146 : tensor<0xi1>, tensor<0xf32>
    %155 = stablehlo.subtract %150, %154 : tensor<0xf32>
    %156 = stablehlo.exponential %155 : tensor<0xf32>
    %cst_36 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %158 = stablehlo.compare EQ, %136, %157, FLOAT : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xi1>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %160 = stablehlo.select %158, %159, %136 : tensor<0xi1>, tensor<0xf32>
    %cst_38 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %162 = stablehlo.compare EQ, %146, %161, FLOAT : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xi1>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<0xf32>
    %164 = stablehlo.select %162, %163, %146 : tensor<0xi1>, tensor<0xf32>
    %165 = stablehlo.subtract %160, %164 : tensor<0xf32>
    %166 = stablehlo.exponential %165 : tensor<0xf32>
    %167 = stablehlo.slice %82 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %168 = stablehlo.concatenate %167, %146, dim = 0 : (tensor<1xf32>, tensor<0xf32>) -> tensor<1xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %169 = stablehlo.pad %168, %cst_40, low = [0], high = [1], interior = [1] : (tensor<1xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.pad %114, %cst_41, low = [1], high = [0], interior = [1] : (tensor<1xf32>, tensor<f32>) -> tensor<2xf32>
    %171 = stablehlo.add %169, %170 : tensor<2xf32>
    %172 = stablehlo.slice %171 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %173 = stablehlo.slice %50 [2:4:2] : (tensor<4xf32>) -> tensor<1xf32>
    %174 = stablehlo.maximum %172, %173 : tensor<1xf32>
    %175 = stablehlo.subtract %172, %173 : tensor<1xf32>
    %176 = stablehlo.compare NE, %175, %175, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %177 = stablehlo.add %172, %173 : tensor<1xf32>
    %178 = stablehlo.abs %175 : tensor<1xf32>
    %179 = stablehlo.negate %178 : tensor<1xf32>
    %180 = stablehlo.exponential %179 : tensor<1xf32>
    %181 = stablehlo.log_plus_one %180 : tensor<1xf32>
    %182 = stablehlo.add %174, %181 : tensor<1xf32>
    %183 = stablehlo.select %176, %177, %182 : tensor<1xi1>, tensor<1xf32>
    %cst_42 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %185 = stablehlo.compare EQ, %172, %184, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %187 = stablehlo.select %185, %186, %172 : tensor<1xi1>, tensor<1xf32>
    %cst_44 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %189 = stablehlo.compare EQ, %183, %188, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %191 = stablehlo.select %189, %190, %183 : tensor<1xi1>, tensor<1xf32>
    %192 = stablehlo.subtract %187, %191 : tensor<1xf32>
    %193 = stablehlo.exponential %192 : tensor<1xf32>
    %cst_46 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %195 = stablehlo.compare EQ, %173, %194, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %197 = stablehlo.select %195, %196, %173 : tensor<1xi1>, tensor<1xf32>
    %cst_48 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %199 = stablehlo.compare EQ, %183, %198, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %201 = stablehlo.select %199, %200, %183 : tensor<1xi1>, tensor<1xf32>
    %202 = stablehlo.subtract %197, %201 : tensor<1xf32>
    %203 = stablehlo.exponential %202 : tensor<1xf32>
    %204 = stablehlo.slice %50 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %205 = stablehlo.concatenate %204, %183, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %206 = stablehlo.pad %205, %cst_50, low = [0], high = [1], interior = [1] : (tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %207 = stablehlo.pad %171, %cst_51, low = [1], high = [0], interior = [1] : (tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
    %208 = stablehlo.add %206, %207 : tensor<4xf32>
    %209 = stablehlo.slice %208 [0:3] : (tensor<4xf32>) -> tensor<3xf32>
    %210 = stablehlo.slice %18 [2:8:2] : (tensor<8xf32>) -> tensor<3xf32>
    %211 = stablehlo.maximum %209, %210 : tensor<3xf32>
    %212 = stablehlo.subtract %209, %210 : tensor<3xf32>
    %213 = stablehlo.compare NE, %212, %212, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %214 = stablehlo.add %209, %210 : tensor<3xf32>
    %215 = stablehlo.abs %212 : tensor<3xf32>
    %216 = stablehlo.negate %215 : tensor<3xf32>
    %217 = stablehlo.exponential %216 : tensor<3xf32>
    %218 = stablehlo.log_plus_one %217 : tensor<3xf32>
    %219 = stablehlo.add %211, %218 : tensor<3xf32>
    %220 = stablehlo.select %213, %214, %219 : tensor<3xi1>, tensor<3xf32>
    %cst_52 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %222 = stablehlo.compare EQ, %209, %221, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %224 = stablehlo.select %222, %223, %209 : tensor<3xi1>, tensor<3xf32>
    %cst_54 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %226 = stablehlo.compare EQ, %220, %225, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %228 = stablehlo.select %226, %227, %220 : tensor<3xi1>, tensor<3xf32>
    %229 = stablehlo.subtract %224, %228 : tensor<3xf32>
    %230 = stablehlo.exponential %229 : tensor<3xf32>
    %cst_56 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %232 = stablehlo.compare EQ, %210, %231, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %234 = stablehlo.select %232, %233, %210 : tensor<3xi1>, tensor<3xf32>
    %cst_58 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %236 = stablehlo.compare EQ, %220, %235, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %238 = stablehlo.select %236, %237, %220 : tensor<3xi1>, tensor<3xf32>
    %239 = stablehlo.subtract %234, %238 : tensor<3xf32>
    %240 = stablehlo.exponential %239 : tensor<3xf32>
    %241 = stablehlo.slice %18 [0:1] : (tensor<8xf32>) -> tensor<1xf32>
    %242 = stablehlo.concatenate %241, %220, dim = 0 : (tensor<1xf32>, tensor<3xf32>) -> tensor<4xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %243 = stablehlo.pad %242, %cst_60, low = [0], high = [1], interior = [1] : (tensor<4xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %244 = stablehlo.pad %208, %cst_61, low = [1], high = [0], interior = [1] : (tensor<4xf32>, tensor<f32>) -> tensor<8xf32>
    %245 = stablehlo.add %243, %244 : tensor<8xf32>
    %246 = stablehlo.slice %245 [0:7] : (tensor<8xf32>) -> tensor<7xf32>
    %247 = stablehlo.slice %arg1 [2:16:2] : (tensor<16xf32>) -> tensor<7xf32>
    %248 = stablehlo.maximum %246, %247 : tensor<7xf32>
    %249 = stablehlo.subtract %246, %247 : tensor<7xf32>
    %250 = stablehlo.compare NE, %249, %249, FLOAT : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %251 = stablehlo.add %246, %247 : tensor<7xf32>
    %252 = stablehlo.abs %249 : tensor<7xf32>
    %253 = stablehlo.negate %252 : tensor<7xf32>
    %254 = stablehlo.exponential %253 : tensor<7xf32>
    %255 = stablehlo.log_plus_one %254 : tensor<7xf32>
    %256 = stablehlo.add %248, %255 : tensor<7xf32>
    %257 = stablehlo.select %250, %251, %256 : tensor<7xi1>, tensor<7xf32>
    %cst_62 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %259 = stablehlo.compare EQ, %246, %258, FLOAT : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %261 = stablehlo.select %259, %260, %246 : tensor<7xi1>, tensor<7xf32>
    %cst_64 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %263 = stablehlo.compare EQ, %257, %262, FLOAT : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %265 = stablehlo.select %263, %264, %257 : tensor<7xi1>, tensor<7xf32>
    %266 = stablehlo.subtract %261, %265 : tensor<7xf32>
    %267 = stablehlo.exponential %266 : tensor<7xf32>
    %cst_66 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %269 = stablehlo.compare EQ, %247, %268, FLOAT : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %271 = stablehlo.select %269, %270, %247 : tensor<7xi1>, tensor<7xf32>
    %cst_68 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %273 = stablehlo.compare EQ, %257, %272, FLOAT : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %275 = stablehlo.select %273, %274, %257 : tensor<7xi1>, tensor<7xf32>
    %276 = stablehlo.subtract %271, %275 : tensor<7xf32>
    %277 = stablehlo.exponential %276 : tensor<7xf32>
    %cst_70 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %279 = stablehlo.pad %278, %cst_71, low = [-1], high = [0], interior = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<15xf32>
    %280 = stablehlo.slice %279 [0:15:2] : (tensor<15xf32>) -> tensor<8xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %281 = stablehlo.pad %278, %cst_72, low = [0], high = [-1], interior = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<15xf32>
    %282 = stablehlo.slice %281 [0:15:2] : (tensor<15xf32>) -> tensor<8xf32>
    %283 = stablehlo.slice %282 [0:1] : (tensor<8xf32>) -> tensor<1xf32>
    %284 = stablehlo.slice %282 [1:8] : (tensor<8xf32>) -> tensor<7xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %285 = stablehlo.pad %283, %cst_73, low = [0], high = [15], interior = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<16xf32>
    %286 = stablehlo.multiply %284, %277 : tensor<7xf32>
    %287 = stablehlo.multiply %284, %267 : tensor<7xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %288 = stablehlo.pad %286, %cst_74, low = [2], high = [1], interior = [1] : (tensor<7xf32>, tensor<f32>) -> tensor<16xf32>
    %289 = stablehlo.add %285, %288 : tensor<16xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %290 = stablehlo.pad %287, %cst_75, low = [0], high = [1], interior = [0] : (tensor<7xf32>, tensor<f32>) -> tensor<8xf32>
    %291 = stablehlo.add %280, %290 : tensor<8xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %292 = stablehlo.pad %291, %cst_76, low = [-1], high = [0], interior = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<7xf32>
    %293 = stablehlo.slice %292 [0:7:2] : (tensor<7xf32>) -> tensor<4xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %294 = stablehlo.pad %291, %cst_77, low = [0], high = [-1], interior = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<7xf32>
    %295 = stablehlo.slice %294 [0:7:2] : (tensor<7xf32>) -> tensor<4xf32>
    %296 = stablehlo.slice %295 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %297 = stablehlo.slice %295 [1:4] : (tensor<4xf32>) -> tensor<3xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %298 = stablehlo.pad %296, %cst_78, low = [0], high = [7], interior = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<8xf32>
    %299 = stablehlo.multiply %297, %240 : tensor<3xf32>
    %300 = stablehlo.multiply %297, %230 : tensor<3xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %301 = stablehlo.pad %299, %cst_79, low = [2], high = [1], interior = [1] : (tensor<3xf32>, tensor<f32>) -> tensor<8xf32>
    %302 = stablehlo.add %298, %301 : tensor<8xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %303 = stablehlo.pad %300, %cst_80, low = [0], high = [1], interior = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<4xf32>
    %304 = stablehlo.add %293, %303 : tensor<4xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %305 = stablehlo.pad %304, %cst_81, low = [-1], high = [0], interior = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<3xf32>
    %306 = stablehlo.slice %305 [0:3:2] : (tensor<3xf32>) -> tensor<2xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %307 = stablehlo.pad %304, %cst_82, low = [0], high = [-1], interior = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<3xf32>
    %308 = stablehlo.slice %307 [0:3:2] : (tensor<3xf32>) -> tensor<2xf32>
    %309 = stablehlo.slice %308 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %310 = stablehlo.slice %308 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %311 = stablehlo.pad %309, %cst_83, low = [0], high = [3], interior = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<4xf32>
    %312 = stablehlo.multiply %310, %203 : tensor<1xf32>
    %313 = stablehlo.multiply %310, %193 : tensor<1xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %314 = stablehlo.pad %312, %cst_84, low = [2], high = [1], interior = [1] : (tensor<1xf32>, tensor<f32>) -> tensor<4xf32>
    %315 = stablehlo.add %311, %314 : tensor<4xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %316 = stablehlo.pad %313, %cst_85, low = [0], high = [1], interior = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<2xf32>
    %317 = stablehlo.add %306, %316 : tensor<2xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %318 = stablehlo.pad %317, %cst_86, low = [-1], high = [0], interior = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<1xf32>
    %319 = stablehlo.slice %318 [0:1:2] : (tensor<1xf32>) -> tensor<1xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %320 = stablehlo.pad %317, %cst_87, low = [0], high = [-1], interior = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<1xf32>
    %321 = stablehlo.slice %320 [0:1:2] : (tensor<1xf32>) -> tensor<1xf32>
    %322 = stablehlo.slice %321 [0:1] : (tensor<1xf32>) -> tensor<1xf32>
    %323 = stablehlo.slice %321 [1:1] : (tensor<1xf32>) -> tensor<0xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %324 = stablehlo.pad %322, %cst_88, low = [0], high = [1], interior = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<2xf32>
    %325 = stablehlo.multiply %323, %166 : tensor<0xf32>
    %326 = stablehlo.multiply %323, %156 : tensor<0xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %327 = stablehlo.pad %325, %cst_89, low = [2], high = [0], interior = [1] : (tensor<0xf32>, tensor<f32>) -> tensor<2xf32>
    %328 = stablehlo.add %324, %327 : tensor<2xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %329 = stablehlo.pad %326, %cst_90, low = [0], high = [1], interior = [0] : (tensor<0xf32>, tensor<f32>) -> tensor<1xf32>
    %330 = stablehlo.add %319, %329 : tensor<1xf32>
    %331 = stablehlo.multiply %330, %134 : tensor<1xf32>
    %332 = stablehlo.multiply %330, %124 : tensor<1xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %333 = stablehlo.pad %331, %cst_91, low = [1], high = [0], interior = [1] : (tensor<1xf32>, tensor<f32>) -> tensor<2xf32>
    %334 = stablehlo.add %328, %333 : tensor<2xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %335 = stablehlo.pad %332, %cst_92, low = [0], high = [1], interior = [1] : (tensor<1xf32>, tensor<f32>) -> tensor<2xf32>
    %336 = stablehlo.add %334, %335 : tensor<2xf32>
    %337 = stablehlo.multiply %336, %102 : tensor<2xf32>
    %338 = stablehlo.multiply %336, %92 : tensor<2xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %339 = stablehlo.pad %337, %cst_93, low = [1], high = [0], interior = [1] : (tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
    %340 = stablehlo.add %315, %339 : tensor<4xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %341 = stablehlo.pad %338, %cst_94, low = [0], high = [1], interior = [1] : (tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
    %342 = stablehlo.add %340, %341 : tensor<4xf32>
    %343 = stablehlo.multiply %342, %70 : tensor<4xf32>
    %344 = stablehlo.multiply %342, %60 : tensor<4xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %345 = stablehlo.pad %343, %cst_95, low = [1], high = [0], interior = [1] : (tensor<4xf32>, tensor<f32>) -> tensor<8xf32>
    %346 = stablehlo.add %302, %345 : tensor<8xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %347 = stablehlo.pad %344, %cst_96, low = [0], high = [1], interior = [1] : (tensor<4xf32>, tensor<f32>) -> tensor<8xf32>
    %348 = stablehlo.add %346, %347 : tensor<8xf32>
    %349 = stablehlo.multiply %348, %38 : tensor<8xf32>
    %350 = stablehlo.multiply %348, %28 : tensor<8xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %351 = stablehlo.pad %349, %cst_97, low = [1], high = [0], interior = [1] : (tensor<8xf32>, tensor<f32>) -> tensor<16xf32>
    %352 = stablehlo.add %289, %351 : tensor<16xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %353 = stablehlo.pad %350, %cst_98, low = [0], high = [1], interior = [1] : (tensor<8xf32>, tensor<f32>) -> tensor<16xf32>
    %354 = stablehlo.add %352, %353 : tensor<16xf32>
    return %0, %2, %6, %354 : tensor<8x16xf32>, tensor<16x8xf32>, tensor<8x16xf32>, tensor<16xf32>
  }
  func.func private @cumlogsumexp(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [15, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 16>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %1 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      %2 = stablehlo.subtract %arg1, %arg2 : tensor<f32>
      %3 = stablehlo.compare NE, %2, %2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.add %arg1, %arg2 : tensor<f32>
      %5 = stablehlo.abs %2 : tensor<f32>
      %6 = stablehlo.negate %5 : tensor<f32>
      %7 = stablehlo.exponential %6 : tensor<f32>
      %8 = stablehlo.log_plus_one %7 : tensor<f32>
      %9 = stablehlo.add %1, %8 : tensor<f32>
      %10 = stablehlo.select %3, %4, %9 : tensor<i1>, tensor<f32>
      stablehlo.return %10 : tensor<f32>
    }) : (tensor<8x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    return %0 : tensor<8x16xf32>
  }
  func.func private @cumlogsumexp_0(%arg0: tensor<16x8xf32>) -> tensor<16x8xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 7]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 8>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %1 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      %2 = stablehlo.subtract %arg1, %arg2 : tensor<f32>
      %3 = stablehlo.compare NE, %2, %2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.add %arg1, %arg2 : tensor<f32>
      %5 = stablehlo.abs %2 : tensor<f32>
      %6 = stablehlo.negate %5 : tensor<f32>
      %7 = stablehlo.exponential %6 : tensor<f32>
      %8 = stablehlo.log_plus_one %7 : tensor<f32>
      %9 = stablehlo.add %1, %8 : tensor<f32>
      %10 = stablehlo.select %3, %4, %9 : tensor<i1>, tensor<f32>
      stablehlo.return %10 : tensor<f32>
    }) : (tensor<16x8xf32>, tensor<f32>) -> tensor<16x8xf32>
    return %0 : tensor<16x8xf32>
  }
}
